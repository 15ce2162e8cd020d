// "Exportar meus dados" (issue 21; LGPD art. 18 II and V): what export_my_data() returns,
// written as a zip a person can open — the full JSON, the ledger as the same CSV the ledger
// page exports, the forum writing, and a note saying what each file is.
import { strToU8, zipSync } from 'fflate';
import { transactionsToCsv } from './ledger-csv';
import type { Transaction } from './types';

export interface MyDataExport {
  formato: string;
  exportado_em: string;
  conta: {
    id: string;
    email: string;
    nome_no_forum: string | null;
    premium: boolean;
    premium_ate: string | null;
    criada_em: string;
  } | null;
  fluxo_caixa: { transacoes: Transaction[]; categorias: { id: number; name: string }[] };
  forum_topicos: { id: number; descricao: string; criado_em: string }[];
  forum_respostas: { topico_id: number; id: string; resposta: string; data: string }[];
  pagamentos_assinatura: { id: number; email: string; data: string }[];
}

export function isMyDataExport(value: unknown): value is MyDataExport {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<MyDataExport>;
  return (
    typeof v.exportado_em === 'string' &&
    Array.isArray(v.fluxo_caixa?.transacoes) &&
    Array.isArray(v.forum_topicos) &&
    Array.isArray(v.forum_respostas) &&
    Array.isArray(v.pagamentos_assinatura)
  );
}

const README = (data: MyDataExport) => `SemMultas — seus dados (exportados em ${data.exportado_em}, horário de Brasília)

dados-completos.json   tudo o que o SemMultas guarda sobre a sua conta, num só arquivo (JSON)
fluxo-de-caixa.csv     as ${data.fluxo_caixa.transacoes.length} transações do seu fluxo de caixa, para o Excel (separador ";")
forum.json             os tópicos (${data.forum_topicos.length}) e as respostas (${data.forum_respostas.length}) que você escreveu no fórum
pagamentos.json        os registros de pagamento da assinatura (${data.pagamentos_assinatura.length})

Direitos do titular: Lei 13.709/2018 (LGPD), art. 18. Dúvidas: fale com o SemMultas pelo e-mail do rodapé.
`;

/** The files of the zip, as text (tested without unzipping). */
export function dataExportFiles(data: MyDataExport): Record<string, string> {
  return {
    'LEIA-ME.txt': README(data),
    'dados-completos.json': JSON.stringify(data, null, 2),
    'fluxo-de-caixa.csv': transactionsToCsv(data.fluxo_caixa.transacoes),
    'forum.json': JSON.stringify({ topicos: data.forum_topicos, respostas: data.forum_respostas }, null, 2),
    'pagamentos.json': JSON.stringify(data.pagamentos_assinatura, null, 2),
  };
}

export function zipDataExport(data: MyDataExport): Uint8Array<ArrayBuffer> {
  const files = dataExportFiles(data);
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
  // A copy on a plain ArrayBuffer: what Blob accepts in TypeScript's DOM types.
  return new Uint8Array(zip);
}

/** semmultas-meus-dados-2026-11-23.zip */
export function dataExportFileName(today: string): string {
  return `semmultas-meus-dados-${today}.zip`;
}
