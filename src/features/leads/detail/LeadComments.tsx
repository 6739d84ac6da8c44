import { formatDayTime } from '../../../domain/dates';
import type { LeadComment } from './LeadDetailStore';

type LeadCommentsProps = { comments: readonly LeadComment[] };

/** The comments list: name, date, text. */
export function LeadComments({ comments }: LeadCommentsProps) {
  return (
    <section className="pp-lead-comments" aria-label="Comments">
      <h4>Comments</h4>
      {comments.length === 0 ? (
        <p className="pp-lead-panel__muted">No comments yet.</p>
      ) : (
        <ul>
          {comments.map((c) => (
            <li key={c.id} className="pp-lead-comments__item">
              <div className="pp-lead-history__head">
                <strong>{[c.User.saluation, c.User.name].filter(Boolean).join(' ')}</strong>
                <span className="pp-lead-panel__muted">{formatDayTime(c.created_at)}</span>
              </div>
              <div>{c.comments}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
