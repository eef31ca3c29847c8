// A video's poster frame, captured in the browser (the server has no video decoder): the video is
// opened from the chosen file, sought a moment in, drawn on a canvas and saved as a JPEG. Its length
// comes along, so a video over the limit is refused before it is sent.

/** The poster's longer side at most (the server makes a smaller thumbnail of it). */
const POSTER_SIDE = 1920;
/** How long the browser may take to open the video. */
const OPEN_TIMEOUT_MS = 15_000;

export class VideoUnreadableError extends Error {}

export interface PosterFrame {
  poster: Blob;
  seconds: number;
}

function once(video: HTMLVideoElement, event: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(), OPEN_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('error', fail);
      resolve();
    };
    const fail = () => {
      clearTimeout(timer);
      video.removeEventListener(event, done);
      reject(
        new VideoUnreadableError('This browser cannot play this video, so it cannot show it either: export it as an MP4 (H.264) or WebM.'),
      );
    };
    video.addEventListener(event, done, { once: true });
    video.addEventListener('error', fail, { once: true });
  });
}

export async function posterFrame(file: Blob): Promise<PosterFrame> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.src = url;
    await once(video, 'loadeddata');
    const seconds = Number.isFinite(video.duration) ? video.duration : 0;
    video.currentTime = Math.min(1, seconds / 3);
    await once(video, 'seeked');
    const scale = Math.min(1, POSTER_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!poster) throw new VideoUnreadableError('The video’s first frame could not be captured: choose the video again.');
    return { poster, seconds };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
