import { z } from 'zod';

/** POST /file-discovery/discover (also under /api): what the user wants to automate and with what. */
export const FileDiscoveryRequest = z.object({
  user_message: z.string().max(2000),
  /** 'spreadsheet', 'document', 'presentation', 'pdf', 'folder', 'image' (empty or absent: any). */
  file_types: z.array(z.string().max(40)).max(20).optional(),
  /** 'google_drive', 'google_sheets' or 'google' (both); empty or absent: both. */
  providers: z.array(z.string().max(40)).max(10).optional(),
  /** The plan so far: its steps' node_id and params add search terms (a sheet name, a file name). */
  planned_steps: z.array(z.record(z.string(), z.unknown())).max(50).optional(),
});
export type FileDiscoveryRequest = z.infer<typeof FileDiscoveryRequest>;

/** Spec §3 Discovered file. */
export const DiscoveredFile = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  file_type: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  icon: z.string(),
  /** 0–1: how well the name matches the request and fits the planned steps. */
  confidence: z.number(),
});
export type DiscoveredFile = z.infer<typeof DiscoveredFile>;

export const FileDiscoveryAnswer = z.object({
  discovered_files: z.array(DiscoveredFile),
  /** Providers actually searched (a connected Google account); empty when none is connected. */
  searched_providers: z.array(z.string()),
  /** Connected providers whose token Google refused (401/403): the account must be connected again. */
  reconnect_providers: z.array(z.string()),
  /** The words the search used. */
  terms: z.array(z.string()),
});
export type FileDiscoveryAnswer = z.infer<typeof FileDiscoveryAnswer>;
