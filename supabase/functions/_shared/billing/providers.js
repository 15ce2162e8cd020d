// Which providers this deployment accepts, from its configuration (README "Pagamentos"):
//   BILLING_PROVIDER                  the one new checkouts use: sandbox (local) | asaas
//   BILLING_SANDBOX_URL               the local sandbox provider (scripts/lib/sandbox-pay.mjs)
//   BILLING_SANDBOX_WEBHOOK_SECRET    whsec_… shared with the sandbox (Standard Webhooks)
//   ASAAS_API_KEY, ASAAS_WEBHOOK_TOKEN, ASAAS_API_URL
//   ASAAS_NFSE_SERVICE_ID or ASAAS_NFSE_SERVICE_CODE, ASAAS_NFSE_SERVICE_NAME, ASAAS_NFSE_ISS
//   (percent), ASAAS_NFSE_OBSERVATIONS: the NFS-e of every charge; without them no nota is
//   configured on new subscriptions (README "Nota fiscal (NFS-e)").
// A provider without its secrets is simply absent: its webhook URL answers 404.
import { env } from '../env.js';
import { sandboxProvider } from './sandbox.js';
import { asaasProvider } from './asaas.js';

/**
 * The NFS-e settings, or null when they are not configured. A half configuration is logged
 * as an error and issues nothing (payments and webhooks keep working; the log says why no
 * nota is issued).
 * @param {(name: string) => string | undefined} get
 * @returns {import('./types.js').NfseSettings | null}
 */
export function nfseFromEnv(get) {
  const serviceId = get('ASAAS_NFSE_SERVICE_ID')?.trim();
  const serviceCode = get('ASAAS_NFSE_SERVICE_CODE')?.trim();
  const serviceName = get('ASAAS_NFSE_SERVICE_NAME')?.trim();
  const issText = get('ASAAS_NFSE_ISS')?.trim();
  if (!serviceId && !serviceCode && !serviceName && !issText) return null;
  const iss = Number((issText ?? '').replace(',', '.'));
  if ((!serviceId && !serviceCode) || !serviceName || !issText || !Number.isFinite(iss) || iss < 0 || iss > 5) {
    console.error(
      '[billing] NFS-e mal configurada, nenhuma nota será emitida: informe ASAAS_NFSE_SERVICE_ID ou ASAAS_NFSE_SERVICE_CODE, ASAAS_NFSE_SERVICE_NAME e ASAAS_NFSE_ISS (0 a 5).',
    );
    return null;
  }
  const observations = get('ASAAS_NFSE_OBSERVATIONS')?.trim();
  return { ...(serviceId ? { serviceId } : { serviceCode }), serviceName, iss, ...(observations ? { observations } : {}) };
}

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
    providers.asaas = asaasProvider({
      apiKey: asaasKey,
      webhookToken: asaasToken,
      apiUrl: get('ASAAS_API_URL'),
      fetch: fetchImpl,
      nfse: nfseFromEnv(get),
    });
  }
  return { providers, current: get('BILLING_PROVIDER') ?? (providers.asaas ? 'asaas' : 'sandbox') };
}
