import { Tag } from '@blueprintjs/core';
import type { SyntheticEvent } from 'react';
import { formatActivityDate } from '../leadFormat';
import type { CallRecording, LoadState } from './LeadDetailStore';

type CallRecordingsProps = { recordings: readonly CallRecording[]; state: LoadState };

const STATE_LABELS: Record<LoadState, string> = {
  idle: 'Processing',
  pending: 'Processing',
  rejected: 'Request Rejected',
  fulfilled: 'Fulfilled',
};

/** A recording with duration 0:00:00 (or no address) cannot be played (spec 02 §4). */
export function isPlayable(recording: CallRecording): boolean {
  return recording.recording_url !== null && !/^0+:00:00$/.test(recording.conversation_duration);
}

/** One recording plays at a time: starting one pauses every other. */
function handlePlay(event: SyntheticEvent<HTMLAudioElement>) {
  for (const audio of document.querySelectorAll<HTMLAudioElement>('audio[data-recording]')) {
    if (audio !== event.currentTarget && !audio.paused) audio.pause();
  }
}

/** Audio tab: the lead's call recordings (GET /callDetail, 100 per page). */
export function CallRecordings({ recordings, state }: CallRecordingsProps) {
  return (
    <div className="pp-lead-audio">
      <Tag minimal intent={state === 'rejected' ? 'danger' : state === 'fulfilled' ? 'success' : 'none'}>
        {STATE_LABELS[state]}
      </Tag>
      {state === 'fulfilled' && recordings.length === 0 && (
        <p className="pp-lead-panel__empty">Our calls are in progress.</p>
      )}
      <ul className="pp-lead-audio__list">
        {recordings.map((r) => {
          const playable = isPlayable(r);
          return (
            <li key={r.id} className="pp-lead-audio__item" aria-disabled={!playable}>
              <div className="pp-lead-history__head">
                <strong>{r.agent_name ?? 'Agent'}</strong>
                <span className="pp-lead-panel__muted">
                  {formatActivityDate(r.call_date)} · {r.conversation_duration}
                </span>
              </div>
              {playable && r.recording_url ? (
                // biome-ignore lint/a11y/useMediaCaption: call recordings have no captions
                <audio data-recording="" controls preload="none" src={r.recording_url} onPlay={handlePlay} />
              ) : (
                <span className="pp-lead-panel__muted">No recording to play</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
