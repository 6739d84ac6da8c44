import { Card, H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useStores } from './StoresContext';

export const Dashboard = observer(function Dashboard() {
  const { session } = useStores();
  const firstName = session.user?.first_name || session.user?.name || '';
  return (
    <Card className="pp-welcome" elevation={1}>
      <H1 className="pp-welcome__title">Welcome, {firstName}</H1>
      <p className="pp-welcome__text">Your leads, projects, bookings and brokerage, in one place.</p>
    </Card>
  );
});
