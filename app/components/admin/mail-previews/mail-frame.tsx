import { useRef, useState } from "react";

/**
 * One mail's HTML part in a sandboxed frame (no scripts run; same origin only so the frame can be sized to its
 * content), as a mail client shows it: the frame is as wide as the page allows, so a phone shows the phone layout.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(720);
  const fit = () => {
    const doc = frame.current?.contentDocument;
    if (doc?.body) setHeight(Math.max(320, doc.documentElement.scrollHeight));
  };
  return <iframe ref={frame} title={title} srcDoc={html} sandbox="allow-same-origin" onLoad={fit} className="block w-full rounded-xl border border-slate-200 bg-slate-100" style={{ height }} />;
}
