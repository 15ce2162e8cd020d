// The money helpers live in shared/src/tributos (the tax calendar prices a missed date with the
// same late-payment engine); the ICMS engine keeps importing them from here.
export * from '@semmultas/shared/tributos/formatacao';
