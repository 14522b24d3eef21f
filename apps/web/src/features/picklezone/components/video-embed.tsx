export interface VideoEmbedProps {
  /** An embed URL from parseVideoUrl (allowed hosts only). */
  src: string;
  title: string;
}

/** A responsive 16:9 video player frame. */
export function VideoEmbed({ src, title }: VideoEmbedProps) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-black ring-1 ring-slate-200">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="size-full border-0"
      />
    </div>
  );
}
