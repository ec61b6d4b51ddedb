import * as z from 'zod';

/** /config.json, served beside the app (written by CDK in AWS, by npm start locally). */
const configSchema = z.object({
  apiUrl: z.string().min(1),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  userPoolEndpoint: z.string().url().optional(),
  trialBookingUrl: z.string().url(),
});
export type AppConfig = z.infer<typeof configSchema>;

let config: AppConfig | undefined;

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  config = configSchema.parse(await response.json());
  return config;
}

export function getConfig(): AppConfig {
  if (!config) throw new Error('Configuration not loaded yet');
  return config;
}
