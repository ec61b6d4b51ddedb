import * as z from 'zod';

/**
 * Saves of the team name the version of the record they were based on. A record counts its saves;
 * a save based on an older version is refused with 409 and `changedMeanwhile`, and the screen keeps
 * what the admin typed. A record written before it had a version reads as version 0.
 */
export const versionField = (record: string) =>
  z
    .number({ error: `Reload the ${record}: its version is missing` })
    .int()
    .min(0);

export const changedMeanwhile = (record: string) =>
  `Someone else changed this ${record} meanwhile: reload to see it. What you typed is kept.`;

/** The version of a stored record (absent on records written before versions). */
export const versionOf = (item: { version?: unknown }): number => (typeof item.version === 'number' ? item.version : 0);
