// The live preview: the page's public address on this site in a frame, loaded again after every save. It shows what
// is saved (the API has no preview of unsaved changes); a disabled page or a draft item is not found there.
export function Preview({ url, title, version }: { url: string; title: string; version: number }) {
  return (
    <section aria-labelledby="preview-title" className="website-preview">
      <h2 id="preview-title">Preview</h2>
      <p className="console-hint">
        What visitors see at <a href={url}>{url}</a> since the last save.
      </p>
      <iframe key={version} src={url} title={`Preview of ${title}`} />
    </section>
  );
}
