import { NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <NonIdealState
      icon={<SearchIcon />}
      title="Page not found"
      description="This page does not exist or is not available yet."
      action={<Link to="/">Go to the dashboard</Link>}
    />
  );
}
