import { Button, Slider, Tag } from '@blueprintjs/core';
import { PauseIcon, PlayIcon } from '@blueprintjs/icons';
import { type SyntheticEvent, useRef, useState } from 'react';
import { formatDayTime } from '../../../domain/dates';
import type { LoadStatus } from '../../../shared/state/loadStates';
import type { CallRecording } from './LeadDetailStore';

type CallRecordingsProps = { recordings: readonly CallRecording[]; state: LoadStatus };

/** The load's label (spec 02 §9); once loaded, the number of calls says more than 'Fulfilled'. */
function stateLabel(state: LoadStatus, count: number): string | null {
  if (state === 'rejected') return 'Request Rejected';
  if (state !== 'fulfilled') return 'Processing';
  return count === 0 ? null : `${count} ${count === 1 ? 'call recording' : 'call recordings'}`;
}

/** A recording with duration 0:00:00 (or no address) cannot be played (spec 02 §4). */
export function isPlayable(recording: CallRecording): boolean {
  return recording.recording_url !== null && !/^0+:00:00$/.test(recording.conversation_duration);
}

/** m:ss of a number of seconds (the player's position). */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** One recording plays at a time: starting one pauses every other, in every open lead panel. */
function pauseOthers(current: HTMLAudioElement) {
  for (const audio of document.querySelectorAll<HTMLAudioElement>('audio[data-recording]')) {
    if (audio !== current && !audio.paused) audio.pause();
  }
}

type RecordingItemProps = { recording: CallRecording };

/** One call: agent, date and duration, a play / pause control and, once playing, the position. */
function RecordingItem({ recording }: RecordingItemProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(0);
  const [failed, setFailed] = useState(false);
  const playable = isPlayable(recording) && recording.recording_url !== null;
  const when = formatDayTime(recording.call_date);

  const handleToggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      audio.play().catch(() => setFailed(true));
    } else {
      audio.pause();
    }
  };

  const handlePlay = (event: SyntheticEvent<HTMLAudioElement>) => {
    pauseOthers(event.currentTarget);
    setFailed(false);
    setPlaying(true);
  };

  const handleSeek = (value: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = value;
    setPosition(value);
  };

  return (
    <li className="pp-lead-audio__item" aria-disabled={!playable} data-playing={playing}>
      <div className="pp-lead-history__head">
        <strong>{recording.agent_name ?? 'Agent'}</strong>
        <span className="pp-lead-panel__muted">
          {when} · {recording.conversation_duration}
        </span>
      </div>
      <div className="pp-lead-audio__player">
        <Button
          size="small"
          intent={playable ? 'primary' : 'none'}
          icon={playing ? <PauseIcon /> : <PlayIcon />}
          text={playing ? 'Pause' : 'Play'}
          aria-label={`${playing ? 'Pause' : 'Play'} the call of ${when}`}
          disabled={!playable}
          onClick={handleToggle}
        />
        {playable && recording.recording_url ? (
          <>
            {length > 0 ? (
              <Slider
                className="pp-lead-audio__seek"
                min={0}
                max={length}
                stepSize={0.1}
                value={Math.min(position, length)}
                labelRenderer={false}
                onChange={handleSeek}
                handleHtmlProps={{ 'aria-label': `Position in the call of ${when}` }}
              />
            ) : null}
            <span className="pp-lead-panel__muted pp-lead-audio__clock">
              {length > 0 ? `${clock(position)} / ${clock(length)}` : ''}
            </span>
            {/* biome-ignore lint/a11y/useMediaCaption: call recordings have no captions */}
            <audio
              ref={audioRef}
              data-recording=""
              preload="none"
              src={recording.recording_url}
              onPlay={handlePlay}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onLoadedMetadata={(event) => setLength(event.currentTarget.duration || 0)}
              onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
              onError={() => setFailed(true)}
            />
          </>
        ) : (
          <span className="pp-lead-panel__muted">No recording to play</span>
        )}
      </div>
      {failed ? (
        <span className="pp-lead-panel__error" role="alert">
          Something went wrong. Please Try again
        </span>
      ) : null}
    </li>
  );
}

/** Audio tab: the lead's call recordings (GET /callDetail, 100 per page). */
export function CallRecordings({ recordings, state }: CallRecordingsProps) {
  const label = stateLabel(state, recordings.length);
  return (
    <div className="pp-lead-audio">
      {label ? (
        <Tag minimal intent={state === 'rejected' ? 'danger' : 'none'} data-testid="recordings-state">
          {label}
        </Tag>
      ) : null}
      {state === 'fulfilled' && recordings.length === 0 && (
        <p className="pp-lead-panel__empty">Our calls are in progress.</p>
      )}
      <ul className="pp-lead-audio__list">
        {recordings.map((r) => (
          <RecordingItem key={r.id} recording={r} />
        ))}
      </ul>
    </div>
  );
}
