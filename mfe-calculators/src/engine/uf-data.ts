// The 27 units' ICMS data live in shared/ (issue 21: the SEFAZ state pages show the same facts
// the calculators use); the engine keeps importing them from here.
export * from '@semmultas/shared/icms/uf-data';
