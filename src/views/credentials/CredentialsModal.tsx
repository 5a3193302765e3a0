import { useMemo, useState } from 'react';
import { Tabs } from 'radix-ui';
import type { OAuthApp } from '../../../contracts';
import { useCredentials } from '../../app';
import { t } from '../../i18n/messages';
import { Modal } from '../../components/Modal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { credentialRows, type CredentialRow } from '../../../machines/credentials.machine';
import { StandaloneServiceAuth } from '../oauth/StandaloneServiceAuth';
import { CredentialsTab } from './CredentialsTab';
import { OAuthAppsTab, type AppFormState } from './OAuthAppsTab';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; chatId?: string | null };

const c = t.credentials;

/** Credentials management (spec §2): tabs 'Credenciales Activas' and 'OAuth Applications'. */
export function CredentialsModal({ open, onOpenChange, chatId = null }: Props) {
  if (!open) return null;
  return <CredentialsModalContent onOpenChange={onOpenChange} chatId={chatId} />;
}

function CredentialsModalContent({ onOpenChange, chatId }: { onOpenChange: (open: boolean) => void; chatId: string | null }) {
  const [form, setForm] = useState<AppFormState>(null);
  const [tab, setTab] = useState('active');
  const cr = useCredentials(() => setForm(null));
  const [connecting, setConnecting] = useState<CredentialRow | null>(null);
  const [confirmCredential, setConfirmCredential] = useState<CredentialRow | null>(null);
  const [confirmApp, setConfirmApp] = useState<OAuthApp | null>(null);
  const rows = useMemo(() => credentialRows(cr.credentials, cr.services), [cr.credentials, cr.services]);

  return (
    <Modal open onOpenChange={onOpenChange} title={c.title} description={c.description}>
      <Tabs.Root value={tab} onValueChange={setTab} className="tabs">
        <Tabs.List className="tabs-list" aria-label={c.title}>
          <Tabs.Trigger value="active" className="tabs-trigger">
            {c.tabActive}
          </Tabs.Trigger>
          <Tabs.Trigger value="apps" className="tabs-trigger">
            {c.tabApps}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="active" className="tabs-content">
          <CredentialsTab
            rows={rows}
            loading={cr.loadingCredentials}
            error={cr.credentialsError}
            busy={cr.deletingCredential}
            onConnect={setConnecting}
            onDelete={setConfirmCredential}
            onRetry={cr.reloadCredentials}
          />
        </Tabs.Content>
        {/* kept mounted while the other tab shows: a half-filled (or just refused) app form keeps its values */}
        <Tabs.Content value="apps" className="tabs-content" forceMount hidden={tab !== 'apps'}>
          <OAuthAppsTab
            apps={cr.apps}
            loading={cr.loadingApps}
            error={cr.appsError}
            busy={cr.savingApp || cr.deletingApp}
            form={form}
            onFormChange={setForm}
            onSave={(values, original) => cr.saveApp(values, original)}
            onDelete={setConfirmApp}
            onRetry={cr.reloadApps}
          />
        </Tabs.Content>
      </Tabs.Root>

      {/* rendered inside the dialog so Radix treats them as nested layers */}
      {connecting ? (
        <StandaloneServiceAuth
          request={{ serviceId: connecting.serviceId, serviceName: connecting.name, chatId }}
          onDone={(output) => {
            setConnecting(null);
            if (output.connected) cr.reloadCredentials();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={!!confirmCredential}
        onOpenChange={(o) => !o && setConfirmCredential(null)}
        title={c.deleteTitle}
        description={confirmCredential ? c.confirmDelete(confirmCredential.name) : ''}
        onConfirm={() => {
          if (confirmCredential) cr.deleteCredential(confirmCredential.serviceId, confirmCredential.name);
          setConfirmCredential(null);
        }}
      />
      <ConfirmDialog
        open={!!confirmApp}
        onOpenChange={(o) => !o && setConfirmApp(null)}
        title={c.deleteAppTitle}
        description={confirmApp ? c.confirmDeleteApp(confirmApp.provider) : ''}
        onConfirm={() => {
          if (confirmApp) cr.deleteApp(confirmApp.provider);
          setConfirmApp(null);
        }}
      />
    </Modal>
  );
}
