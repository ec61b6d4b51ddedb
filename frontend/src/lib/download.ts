/** Today's date in the viewer's zone as YYYY-MM-DD, for file names ('leads-2026-03-02.csv'). */
export function dateStamp(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Saves a Blob as a file: an object URL behind a temporary <a download>, released once clicked. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: release the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
