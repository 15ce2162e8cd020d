// The ledger's CSV lives in shared/ (the data export of "Minha conta" writes the same file).
export { transactionsToCsv, csvFileName } from '@semmultas/shared/ledger-csv';
