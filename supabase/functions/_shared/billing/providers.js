// Which providers this deployment accepts, from its configuration (README "Pagamentos"):
//   BILLING_PROVIDER                  the one new checkouts use: sandbox (local) | asaas
//   BILLING_SANDBOX_URL               the local sandbox provider (scripts/lib/sandbox-pay.mjs)
//   BILLING_SANDBOX_WEBHOOK_SECRET    whsec_… shared with the sandbox (Standard Webhooks)
//   ASAAS_API_KEY, ASAAS_WEBHOOK_TOKEN, ASAAS_API_URL
// A provider without its secrets is simply absent: its webhook URL answers 404.
import { env } from '../env.js';
import { sandboxProvider } from './sandbox.js';
import { asaasProvider } from './asaas.js';

/** @param {{ fetch?: typeof fetch, get?: (name: string) => string | undefined }} [options] */
export function providersFromEnv({ fetch: fetchImpl, get = env } = {}) {
  /** @type {Record<string, import('./types.js').PaymentProvider>} */
  const providers = {};
  const sandboxSecret = get('BILLING_SANDBOX_WEBHOOK_SECRET');
  if (sandboxSecret) {
    providers.sandbox = sandboxProvider({
      secret: sandboxSecret,
      apiUrl: get('BILLING_SANDBOX_URL') ?? 'http://127.0.0.1:54330',
      fetch: fetchImpl,
    });
  }
  const asaasKey = get('ASAAS_API_KEY');
  const asaasToken = get('ASAAS_WEBHOOK_TOKEN');
  if (asaasKey && asaasToken) {
    providers.asaas = asaasProvider({ apiKey: asaasKey, webhookToken: asaasToken, apiUrl: get('ASAAS_API_URL'), fetch: fetchImpl });
  }
  return { providers, current: get('BILLING_PROVIDER') ?? (providers.asaas ? 'asaas' : 'sandbox') };
}
