import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { announcements } from './announcements';
import { auditLog } from './audit-log';
import { invoices, plans, subscriptions } from './billing';
import { consortiums } from './consortiums';
import { events } from './events';
import { ConsoleLayout } from './layout/layout';
import { LoginPage } from './layout/login-page';
import { darkTheme } from './layout/theme';
import { mail } from './mail';
import { MESSAGE_MODERATION_PATH, MessageModeration } from './messages';
import { consumers } from './ops/consumers';
import { deadLetters } from './ops/dead-letters';
import { outboxes } from './ops/outboxes';
import { serviceHealth } from './ops/service-health';
import { partners } from './partners';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { tenderFeeds } from './tender-feeds';
import { TENDER_CRITERIA_PATH, TENDERS_WITHOUT_LINK_PATH, TenderCriteriaEditor, TendersWithoutLink, tenders } from './tenders';
import { users } from './users';
import { videos } from './videos';

const Dashboard = lazy(() => import('./dashboard/dashboard'));
const MessageVolumeChart = lazy(() => import('./dashboard/message-volume-chart').then((m) => ({ default: m.MessageVolumeChart })));

/** The Jointly admin console: one <Resource> per admin resource, each screen loaded on first use. */
export function App() {
  return (
    <Admin
      title="Jointly console"
      disableTelemetry
      theme={darkTheme}
      darkTheme={null}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={Dashboard}
      requireAuth
    >
      <Resource name="users" {...users} />
      <Resource name="partners" {...partners} />
      <Resource name="consortiums" {...consortiums} />
      <Resource name="tenders" {...tenders} />
      <Resource name="tender-feeds" {...tenderFeeds} />
      <Resource name="events" {...events} />
      <Resource name="videos" {...videos} />
      <Resource name="announcements" {...announcements} />
      <Resource name="plans" {...plans} />
      <Resource name="subscriptions" {...subscriptions} />
      <Resource name="invoices" {...invoices} />
      <Resource name="service-health" {...serviceHealth} />
      <Resource name="outboxes" {...outboxes} />
      <Resource name="consumers" {...consumers} />
      <Resource name="dead-letters" {...deadLetters} />
      <Resource name="mail" {...mail} />
      <Resource name="audit-log" {...auditLog} />
      <CustomRoutes>
        <Route path={TENDERS_WITHOUT_LINK_PATH} element={<TendersWithoutLink />} />
        <Route path={MESSAGE_MODERATION_PATH} element={<MessageModeration chart={<MessageVolumeChart />} />} />
        <Route path={TENDER_CRITERIA_PATH} element={<TenderCriteriaEditor />} />
      </CustomRoutes>
    </Admin>
  );
}
