// Report Issue (spec 02 §2, §7): the teams and their addresses (the server's configuration), the
// partner's latest reports as recorded in the outbox, and sending a report.
import { getEnv, type Instance } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/engage';
import { type IssueFormValues, issueRequest } from '../../domain/issueReport';
import { LoadStates } from '../../shared/state/loadStates';
import type { RootEnv } from '../../shared/state/RootEnv';
import { screenKey } from '../../shared/state/screenKey';

export type IssueTeam = components['schemas']['IssueTeam'];
export type IssueReport = components['schemas']['IssueReport'];

export const ReportIssueStore = LoadStates.named('ReportIssueStore')
  .volatile(() => ({ teams: [] as IssueTeam[], reports: null as IssueReport[] | null }))
  .actions((self) => {
    const engage = () => getEnv<RootEnv>(self).engage;

    const loadReports = () =>
      self.track(
        'reports',
        () => unwrap(engage().GET('/api/ses/issues')),
        (list) => {
          self.reports = list;
        },
      );

    return {
      /** The partner's reports again (root.screens.refresh('report')). */
      refresh: loadReports,
      /** The teams (once) and the partner's reports. */
      load() {
        const teams =
          self.teams.length > 0 || self.isLoading('teams')
            ? Promise.resolve()
            : self.track(
                'teams',
                () => unwrap(engage().GET('/api/ses/teams')),
                (list) => {
                  self.teams = list;
                },
              );
        return Promise.all([teams, loadReports()]);
      },

      /**
       * Sends the report to the chosen team's address; answers the server's message, or null when it
       * failed (the form then stops its spinner and says nothing, spec 02 §8).
       */
      async send(values: IssueFormValues): Promise<string | null> {
        const team = self.teams.find((t) => t.id === values.team);
        if (!team) return null;
        const outcome = await self.track('send', () =>
          unwrap(engage().POST('/api/ses/sendAsanaEmail', { body: issueRequest(values, team) })),
        );
        if (!outcome.ok) return null;
        void loadReports();
        return outcome.value.message;
      },
    };
  });

export type ReportIssueStoreInstance = Instance<typeof ReportIssueStore>;

export const REPORT_ISSUE_SCREEN = screenKey('report', ReportIssueStore);
