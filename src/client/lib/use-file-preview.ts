import { useRef, useState } from 'react';

/**
 * A seller's file and what the server read of it before the import: the file chosen, its preview, whether it is
 * being read and why it could not be. `inputKey` changes when the file is cleared, so the file input (keyed on it)
 * is emptied too. A file chosen while another is read wins: the earlier answer is dropped.
 */
export function useFilePreview<Preview>(read: (file: File) => Promise<Preview>) {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const latest = useRef(0);

  /** Reads the chosen file; its preview, or null when there is none (no file, a refusal, a later choice). */
  const choose = async (chosen: File | undefined): Promise<Preview | null> => {
    const turn = ++latest.current;
    setFile(chosen ?? null);
    setPreview(null);
    setFailure(null);
    if (!chosen) {
      setReading(false);
      return null;
    }
    setReading(true);
    try {
      const answer = await read(chosen);
      if (turn !== latest.current) return null;
      setPreview(answer);
      return answer;
    } catch (error) {
      if (turn === latest.current) setFailure({ error });
      return null;
    } finally {
      if (turn === latest.current) setReading(false);
    }
  };

  /** Forgets the file and its preview, and empties the file input. */
  const clear = () => {
    latest.current += 1;
    setFile(null);
    setPreview(null);
    setFailure(null);
    setReading(false);
    setInputKey((key) => key + 1);
  };

  return { file, inputKey, preview, reading, failure, choose, clear };
}
