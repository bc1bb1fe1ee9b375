/** Hands the browser a text file to save, as a download named `fileName`. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV document (see @shop/shared csvDocument) as a UTF-8 download. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadTextFile(fileName, csv, 'text/csv;charset=utf-8');
}
