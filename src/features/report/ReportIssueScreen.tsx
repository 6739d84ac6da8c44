// Report Issue (/report, spec 02 §2 "Report Issue", §5, §7, §8): Your Name (read-only, from the
// user's name, trimmed), Team, issue description and description, all required. The response message
// shows as a success toast for 3 s; a failure stops the spinner with no message. What the partner
// types is kept as a draft until it is sent or discarded: leaving the screen loses nothing.
import { Button, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { SendMessageIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { useStores } from '../../app/StoresContext';
import { formatDayTime } from '../../domain/dates';
import { type IssueFormValues, teamRule, yourNameRule } from '../../domain/issueReport';
import { required } from '../../domain/validators';
import { EntryForm } from '../../shared/form/EntryForm';
import { FormDraft } from '../../shared/form/FormDraft';
import { draftSpec } from '../../shared/form/formDrafts';
import { SelectField } from '../../shared/form/SelectField';
import { TextAreaField } from '../../shared/form/TextAreaField';
import { TextField } from '../../shared/form/TextField';
import { notify } from '../../shared/ui/notify';
import { REPORT_ISSUE_SCREEN } from './ReportIssueStore';
import './report.css';

/** The success toast shows for 3000 ms (spec 02 §9). */
const TOAST_MS = 3000;

/** What the partner typed and has not sent yet: kept across leaving the screen and reloads. */
const REPORT_DRAFT = draftSpec<IssueFormValues>('report', {
  team: { type: 'integer' },
  issueDescription: { type: 'string', maxLength: 500 },
  description: { type: 'string', maxLength: 10000 },
});

export const ReportIssueScreen = observer(function ReportIssueScreen() {
  const root = useStores();
  const store = root.screens.get(REPORT_ISSUE_SCREEN);
  useEffect(() => {
    void store.load();
  }, [store]);

  const yourName = root.session.displayName.trim();
  const userId = root.session.me?.id ?? root.session.user?.id ?? null;
  const initialValues = useMemo<IssueFormValues>(
    () => ({ yourName, issueDescription: '', description: '' }),
    [yourName],
  );
  const teamOptions = store.teams.map((team) => ({ value: team.id, label: team.name }));

  // Whether the last submission was accepted: the form then starts again, empty but for the name.
  const accepted = useRef(false);
  const handleSubmit = async (values: IssueFormValues) => {
    const message = await store.send(values);
    accepted.current = message !== null;
    if (message !== null) notify(message, 'success', TOAST_MS);
  };

  return (
    <div className="pp-report">
      <Card className="pp-report__card" elevation={1}>
        <h1 className="pp-report__title">Report Issue</h1>
        <p className="pp-report__intro">Tell the right team what went wrong; they will get back to you.</p>
        <Form<IssueFormValues>
          onSubmit={handleSubmit}
          initialValues={initialValues}
          render={({ handleSubmit: submit, submitting, form }) => (
            <EntryForm
              aria-label="Report Issue"
              onSubmit={async (event) => {
                accepted.current = false;
                await submit(event);
                if (accepted.current) form.restart(initialValues);
              }}
            >
              <TextField name="yourName" label="Your Name" readOnly validate={yourNameRule} />
              <SelectField<number>
                name="team"
                label="Team"
                placeholder={store.isLoading('teams') ? 'Loading teams…' : 'Choose a team'}
                options={teamOptions}
                filterable={false}
                validate={teamRule}
              />
              <TextField
                name="issueDescription"
                label="Issue Description"
                maxLength={500}
                validate={required}
              />
              <TextAreaField
                name="description"
                label="Description"
                rows={5}
                maxLength={10000}
                validate={required}
              />
              <FormDraft
                spec={REPORT_DRAFT}
                userId={userId}
                keepWhenLeft
                keptNote="Kept as a draft until you submit it."
              />
              <div className="pp-report__actions">
                <Button
                  type="submit"
                  intent="primary"
                  size="large"
                  icon={<SendMessageIcon />}
                  loading={submitting}
                >
                  Submit
                </Button>
              </div>
            </EntryForm>
          )}
        />
      </Card>

      <Card className="pp-report__card" elevation={1} aria-label="Your reports">
        <h2 className="pp-report__subtitle">Your reports</h2>
        {store.reports === null ? (
          store.isLoading('reports') ? (
            <Spinner size={20} />
          ) : null
        ) : store.reports.length === 0 ? (
          <p className="pp-report__empty">No reports yet.</p>
        ) : (
          <HTMLTable compact striped className="pp-report__table" data-testid="issue-reports">
            <thead>
              <tr>
                <th>Issue</th>
                <th>Sent to</th>
                <th>Reported</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {store.reports.map((report) => (
                <tr key={report.id}>
                  <td>{report.name}</td>
                  <td>{report.to_email}</td>
                  <td>{formatDayTime(report.created_at)}</td>
                  <td>{report.sent_at ? 'E-mailed' : 'Recorded'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </div>
  );
});
