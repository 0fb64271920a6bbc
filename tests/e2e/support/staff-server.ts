import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { createStaffByCommand } from './staff-command.ts';
import { spawnServer, type SpawnedServer } from './spawn-server.ts';

/**
 * A production-build server on a PGlite folder of its own whose first staff account was made by
 * the real `staff:create` command (decision 223) before the server opened the folder (one process
 * owns it). Returns the server and the account's one-time password.
 */
export async function spawnStaffServer(
  basePort: number,
  folder: string,
  commandArgs: string[],
  env: Record<string, string> = {},
): Promise<{ server: SpawnedServer; password: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `larkspur-${folder}-e2e-`));
  const password = await createStaffByCommand({ dataDir }, commandArgs);
  return { server: await spawnServer(basePort, env, dataDir), password };
}

/**
 * A first sign-in with the one-time password the command printed: the app sends the person to
 * choose their own password, and then to the staff home.
 */
export async function firstStaffSignIn(page: Page, url: string, email: string, oneTime: string, newPassword: string) {
  await page.goto(`${url}/staff/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(oneTime);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/staff\/password$/);
  await page.getByLabel('One-time password').fill(oneTime);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/staff$/);
}
