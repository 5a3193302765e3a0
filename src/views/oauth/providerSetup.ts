import type { OAuthProvider } from '../../../contracts';

/** Where each provider's developer console is (to create an own OAuth app), and its name. */
export const PROVIDER_CONSOLES: Record<OAuthProvider, { name: string; url: string }> = {
  google: { name: 'Google', url: 'https://console.cloud.google.com/apis/credentials' },
  github: { name: 'GitHub', url: 'https://github.com/settings/developers' },
  microsoft: { name: 'Microsoft', url: 'https://entra.microsoft.com/#view/Microsoft_AAD_RegisteredApps/ApplicationsListBlade' },
  slack: { name: 'Slack', url: 'https://api.slack.com/apps' },
  salesforce: { name: 'Salesforce', url: 'https://login.salesforce.com/lightning/setup/NavigationMenus/home' },
};

export const providerName = (provider: string | null) =>
  (provider && PROVIDER_CONSOLES[provider as OAuthProvider]?.name) || provider || '';
