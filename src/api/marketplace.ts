import type { MarketplaceInstallAnswer, MarketplaceTemplate } from '../../contracts/marketplace';
import { getJson, postJson } from './client';

type Opts = { signal?: AbortSignal };

/** The template marketplace (spec §7): list the templates, install one as a new chat. */
export const marketplace = {
  templates: (o: Opts = {}) => getJson<MarketplaceTemplate[]>('marketplace/templates', o),
  install: (templateId: string, o: Opts = {}) =>
    postJson<MarketplaceInstallAnswer>('marketplace/install', undefined, { ...o, searchParams: { template_id: templateId } }),
};
