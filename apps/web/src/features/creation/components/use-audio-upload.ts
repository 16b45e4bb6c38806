import { useState } from 'react';
import { sendReleaseFile } from '../../../lib/release-file-transport.ts';

/**
 * A WAV/FLAC the creation tools take from the user: uploaded as release audio (the same checks), with its progress,
 * its failure and the name of the file that made it. `onStart` runs as an upload begins, `onUploaded` when it is stored.
 */
export function useAudioUpload(onUploaded: (fileId: string, fileName: string) => void, onStart?: () => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    onStart?.();
    try {
      const { fileId } = await sendReleaseFile(file, 'audio', { onProgress: setProgress });
      setUploaded(file.name);
      onUploaded(fileId, file.name);
    } catch (failure) {
      setError(failure);
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, uploaded, upload };
}
