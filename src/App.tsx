import { useEffect, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { LoadingScreen } from './components/LoadingScreen';
import { Toasts } from './components/Toasts';
import { t } from './i18n/messages';
import { openAuth } from './stores/ui';
import { AuthDialogConnected } from './views/auth/AuthDialogConnected';
import { ChangePasswordDialogConnected } from './views/auth/ChangePasswordDialogConnected';
import { ChatRoute } from './views/chat/ChatRoute';
import { ExecutionDetailRoute, ExecutionHistoryRoute } from './views/executions/ExecutionRoutes';
import { ExecutionsIndex } from './views/executions/ExecutionsIndex';
import { LandingPage } from './views/landing/LandingPage';
import { MarketplaceLogin, MarketplaceRoute } from './views/marketplace/MarketplaceRoute';
import { OAuthCallbackRoute } from './views/oauth/OAuthCallbackRoute';
import { ComingSoon } from './views/placeholder/ComingSoon';
import { HashRedirect } from './views/shell/HashRedirect';
import { TopBar } from './views/shell/TopBar';
import { useShellSession, type ShellSession } from './views/shell/useShellSession';
import { ChatListProvider } from './views/sidebar/ChatListContext';
import { ChatSidebar } from './views/sidebar/ChatSidebar';
import { WorkflowsRoute } from './views/workflows/WorkflowsRoute';
import { AgentsRoute } from './views/agents/AgentsRoute';
import { AgentDetailRoute } from './views/agents/AgentDetailRoute';
import { PublicAgentPage } from './views/public-agent/PublicAgentPage';
import { NotificationBell } from './views/alerts/NotificationBell';
import { AlertSettingsView } from './views/alerts/AlertSettingsView';
import { StorageBanner } from './views/alerts/StorageBanner';

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
      <Toasts />
    </ErrorBoundary>
  );
}

function Shell({ session }: { session: ShellSession }) {
  const [location] = useLocation();
  const login = () => openAuth('login');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const changePassword = () => setPasswordOpen(true);
  const passwordDialog = session.loggedIn ? <ChangePasswordDialogConnected open={passwordOpen} onOpenChange={setPasswordOpen} /> : null;

  if (location === '/oauth-callback' || location.startsWith('/a/')) {
    // the OAuth callback lives in a 500×600 popup or a few seconds before going home, and a
    // deployed agent's public page (/a/{public_id}) is for visitors: no shell around either
    return (
      <main className="app-main app-bare">
        <Routes session={session} onLogin={login} />
      </main>
    );
  }
  if (isChatPath(location) && session.loggedIn) {
    return (
      <ChatListProvider>
        <div className="chat-layout">
          <ChatSidebar onLogout={session.logout} onChangePassword={changePassword} bell={<NotificationBell />} />
          <main className="chat-main">
            <ErrorBoundary>
              <Routes session={session} onLogin={login} />
            </ErrorBoundary>
          </main>
        </div>
        {passwordDialog}
      </ChatListProvider>
    );
  }
  return (
    <div className="app">
      <TopBar loggedIn={session.loggedIn} onLogin={login} onLogout={session.logout} onChangePassword={changePassword} bell={<NotificationBell />} />
      {session.loggedIn ? <StorageBanner /> : null}
      <main className="app-main">
        <ErrorBoundary>
          <Routes session={session} onLogin={login} />
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
