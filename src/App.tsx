import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { LoadingScreen } from './components/LoadingScreen';
import { ToastsOnDemand } from './components/ToastsOnDemand';
import { t } from './i18n/messages';
import { openAuth } from './stores/ui';
import { AuthDialogConnected } from './views/auth/AuthDialogConnected';
import { HashRedirect } from './views/shell/HashRedirect';
import { TopBar } from './views/shell/TopBar';
import { useShellSession, type ShellSession } from './views/shell/useShellSession';

// Each screen is its own chunk, loaded when its route is visited: the landing page ships only
// what it shows (docs/performance.md). `named` adapts a module's named export for React.lazy.
function named<M, K extends keyof M>(load: () => Promise<M>, key: K): M[K] {
  return lazy(async () => ({ default: (await load())[key] as never })) as unknown as M[K];
}
const LandingPage = named(() => import('./views/landing/LandingPage'), 'LandingPage');
const ChatShell = named(() => import('./views/shell/ChatShell'), 'ChatShell');
const ChatRoute = named(() => import('./views/chat/ChatRoute'), 'ChatRoute');
const ExecutionDetailRoute = named(() => import('./views/executions/ExecutionRoutes'), 'ExecutionDetailRoute');
const ExecutionHistoryRoute = named(() => import('./views/executions/ExecutionRoutes'), 'ExecutionHistoryRoute');
const ExecutionsIndex = named(() => import('./views/executions/ExecutionsIndex'), 'ExecutionsIndex');
const MarketplaceRoute = named(() => import('./views/marketplace/MarketplaceRoute'), 'MarketplaceRoute');
const MarketplaceLogin = named(() => import('./views/marketplace/MarketplaceRoute'), 'MarketplaceLogin');
const OAuthCallbackRoute = named(() => import('./views/oauth/OAuthCallbackRoute'), 'OAuthCallbackRoute');
const ComingSoon = named(() => import('./views/placeholder/ComingSoon'), 'ComingSoon');
const WorkflowsRoute = named(() => import('./views/workflows/WorkflowsRoute'), 'WorkflowsRoute');
const AgentsRoute = named(() => import('./views/agents/AgentsRoute'), 'AgentsRoute');
const AgentDetailRoute = named(() => import('./views/agents/AgentDetailRoute'), 'AgentDetailRoute');
const PublicAgentPage = named(() => import('./views/public-agent/PublicAgentPage'), 'PublicAgentPage');
const NotificationBell = named(() => import('./views/alerts/NotificationBell'), 'NotificationBell');
const StorageBanner = named(() => import('./views/alerts/StorageBanner'), 'StorageBanner');
const AlertSettingsView = named(() => import('./views/alerts/AlertSettingsView'), 'AlertSettingsView');
const ChangePasswordDialogConnected = named(() => import('./views/auth/ChangePasswordDialogConnected'), 'ChangePasswordDialogConnected');

/** The bell's room while its chunk loads: the top bar must not shift under a click. */
function BellPlaceholder() {
  return <span className="icon-button" aria-hidden="true" style={{ visibility: 'hidden' }} />;
}

/** While a screen's chunk loads. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** True on /chat and /chat/{id}. */
export function isChatPath(path: string): boolean {
  return path === '/chat' || path.startsWith('/chat/');
}

/** The application shell: top bar or chat sidebar, routes of spec §2, login dialog, toasts. */
export function App() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const session = useShellSession();
  if (!mounted || session.checking) return <LoadingScreen />;
  return (
    <ErrorBoundary>
      <HashRedirect />
      <Shell session={session} />
      <AuthDialogConnected session={session} />
      <ToastsOnDemand />
    </ErrorBoundary>
  );
}

function Shell({ session }: { session: ShellSession }) {
  const [location] = useLocation();
  const login = () => openAuth('login');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const changePassword = () => setPasswordOpen(true);
  // loaded the first time it opens, then kept (its closing animation and state)
  const [passwordUsed, setPasswordUsed] = useState(false);
  useEffect(() => setPasswordUsed((used) => used || passwordOpen), [passwordOpen]);
  const passwordDialog =
    session.loggedIn && (passwordOpen || passwordUsed) ? (
      <Suspense fallback={null}>
        <ChangePasswordDialogConnected open={passwordOpen} onOpenChange={setPasswordOpen} />
      </Suspense>
    ) : null;

  if (location === '/oauth-callback' || location.startsWith('/a/')) {
    // the OAuth callback lives in a 500×600 popup or a few seconds before going home, and a
    // deployed agent's public page (/a/{public_id}) is for visitors: no shell around either
    return (
      <main className="app-main app-bare">
        <Loading>
          <Routes session={session} onLogin={login} />
        </Loading>
      </main>
    );
  }
  if (isChatPath(location) && session.loggedIn) {
    return (
      <Loading>
        <ChatShell onLogout={session.logout} onChangePassword={changePassword} bell={<Suspense fallback={<BellPlaceholder />}><NotificationBell /></Suspense>}>
          <ErrorBoundary>
            <Loading>
              <Routes session={session} onLogin={login} />
            </Loading>
          </ErrorBoundary>
        </ChatShell>
        {passwordDialog}
      </Loading>
    );
  }
  return (
    <div className="app">
      <TopBar loggedIn={session.loggedIn} onLogin={login} onLogout={session.logout} onChangePassword={changePassword} bell={session.loggedIn ? <Suspense fallback={<BellPlaceholder />}><NotificationBell /></Suspense> : null} />
      {session.loggedIn ? <Suspense fallback={null}><StorageBanner /></Suspense> : null}
      <main className="app-main">
        <ErrorBoundary>
          <Loading>
            <Routes session={session} onLogin={login} />
          </Loading>
        </ErrorBoundary>
      </main>
      {passwordDialog}
    </div>
  );
}

function Routes({ session, onLogin }: { session: ShellSession; onLogin: () => void }) {
  const p = t.placeholder;
  return (
    <Switch>
      <Route path="/">
        <LandingPage loggedIn={session.loggedIn} onLogin={onLogin} />
      </Route>
      <Route path="/chat">
        <ChatRoute chatId={null} loggedIn={session.loggedIn} />
      </Route>
      <Route path="/chat/:chatId">{(params) => <ChatRoute chatId={params.chatId} loggedIn={session.loggedIn} />}</Route>
      <Route path="/workflows">{session.loggedIn ? <WorkflowsRoute /> : <Redirect to="/" replace />}</Route>
      <Route path="/executions">
        <ExecutionsIndex />
      </Route>
      <Route path="/executions/:id">{(params) => <ExecutionDetailRoute executionId={params.id} />}</Route>
      <Route path="/flows/:flowId/executions">{(params) => <ExecutionHistoryRoute flowId={params.flowId} />}</Route>
      <Route path="/oauth-callback">
        <OAuthCallbackRoute />
      </Route>
      <Route path="/agents">{session.loggedIn ? <AgentsRoute /> : <Redirect to="/" replace />}</Route>
      <Route path="/agents/:agentId">
        {(params) => (session.loggedIn ? <AgentDetailRoute key={params.agentId} agentId={params.agentId} /> : <Redirect to="/" replace />)}
      </Route>
      <Route path="/agents/:agentId/runs">
        {(params) => (session.loggedIn ? <AgentDetailRoute key={`${params.agentId}/runs`} agentId={params.agentId} initialTab="runs" /> : <Redirect to="/" replace />)}
      </Route>
      <Route path="/settings/alerts">{session.loggedIn ? <AlertSettingsView /> : <Redirect to="/" replace />}</Route>
      <Route path="/marketplace">{session.loggedIn ? <MarketplaceRoute /> : <MarketplaceLogin onLogin={onLogin} />}</Route>
      <Route path="/a/:publicId">{(params) => <PublicAgentPage publicId={params.publicId} />}</Route>
      <Route>
        <ComingSoon title={p.notFound} body={p.notFoundBody} icon="compass" soon={false} />
      </Route>
    </Switch>
  );
}
