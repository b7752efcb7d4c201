// Settings from the environment, read once.
import path from 'node:path';
import express from 'express';
import { SEAL_KEY_MIN_LENGTH } from './audit/tamper/seal-key.js';

export interface AppConfig {
  port: number;
  /** the address to listen on; undefined listens on every interface (node's default) */
  host?: string;
  dataDir: string;
  /** postgres://… for a real server; undefined runs embedded PGlite in dataDir */
  databaseUrl?: string;
  production: boolean;
  /** addresses or CIDRs of the reverse proxies whose X-Forwarded-* headers are believed; empty: none */
  trustProxy: string[];
  /** the address staff type to reach the back office; links in e-mails start with it */
  publicUrl: string;
  /** smtp://… or smtps://…; undefined writes outgoing mail to <dataDir>/outbox */
  smtpUrl?: string;
  mailFrom: string;
  /** the bearer token /metrics asks of callers not on this machine; undefined: loopback only */
  metricsToken?: string;
  /** the key audit entries are sealed with (docs/audit.md); required with databaseUrl, absent: the embedded data folder's */
  auditSealKey?: string;
}

export class ConfigError extends Error {}

/** TRUST_PROXY: a comma-separated list of addresses or CIDRs (express's own names such as loopback too). */
export function parseTrustProxy(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((s) => /^(true|false|\*|\d+)$/i.test(s)))
    throw new ConfigError(`TRUST_PROXY lists the proxies' addresses (e.g. 10.0.0.5,10.1.0.0/16), not "${value}".`);
  try {
    // express compiles the list the same way when the app starts: a mistake stops the start here
    express().set('trust proxy', list);
  } catch (err) {
    throw new ConfigError(`TRUST_PROXY is not a list of addresses or CIDRs: ${(err as Error).message}`);
  }
  return list;
}

/** METRICS_TOKEN: long and random, since it is all that stands between the metrics and anyone who can reach the port. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** A secret setting: at least `min` characters without spaces. */
function longSecret(name: string, value: string | undefined, min: number): string | undefined {
  if (!value) return undefined;
  if (/\s/.test(value) || value.length < min) throw new ConfigError(`${name} must be at least ${min} characters without spaces (e.g. the output of \`openssl rand -hex 32\`).`);
  return value;
}

export const parseMetricsToken = (value: string | undefined) => longSecret('METRICS_TOKEN', value, METRICS_TOKEN_MIN_LENGTH);

/** AUDIT_SEAL_KEY: several instances on one PostgreSQL database seal with the same key, so it cannot be made by each. */
export function parseAuditSealKey(value: string | undefined, databaseUrl: string | undefined): string | undefined {
  const key = longSecret('AUDIT_SEAL_KEY', value, SEAL_KEY_MIN_LENGTH);
  if (!key && databaseUrl)
    throw new ConfigError(`AUDIT_SEAL_KEY is required with DATABASE_URL: the key every instance seals the audit trail with (at least ${SEAL_KEY_MIN_LENGTH} characters, e.g. the output of \`openssl rand -hex 32\`; docs/audit.md).`);
  return key;
}

export function readConfig(env = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: "${publicUrl}".`);
  }
  return {
    port,
    host: env.HOST || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'A–G Course Admin <no-reply@localhost>',
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    auditSealKey: parseAuditSealKey(env.AUDIT_SEAL_KEY, env.DATABASE_URL || undefined),
  };
}
