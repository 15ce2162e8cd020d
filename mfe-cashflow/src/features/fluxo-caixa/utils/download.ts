// The download helper lives in shared/ (the data export of "Minha conta" uses it too).
import { downloadFile } from '@semmultas/shared/download';

export const downloadText = (text: string, fileName: string, type: string): void => downloadFile(text, fileName, type);
