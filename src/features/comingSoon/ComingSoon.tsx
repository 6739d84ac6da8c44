import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

type ComingSoonProps = {
  /** The screen's name, e.g. 'Bookings', 'Top Projects', 'Refer & Earn'. */
  name: string;
};

/** A screen that is not built yet: its name, saying it is coming, with a way back to the dashboard. */
export function ComingSoon({ name }: ComingSoonProps) {
  return (
    <div className="pp-coming-soon" data-testid="coming-soon">
      <NonIdealState
        icon="build"
        title={`${name} — coming soon`}
        description={`The ${name} screen is on its way. Meanwhile, your dashboard has your latest numbers.`}
        action={<Link to="/">Back to the dashboard</Link>}
      />
    </div>
  );
}
