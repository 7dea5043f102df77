import { ImagePlus } from "lucide-react";
import { type ClipboardEvent, type DragEvent, useState } from "react";
import { ChooseFiles } from "../kit/choose-files";

interface IntakeOptions {
  /** Offline, files are turned away (the caller says why) while a pasted address still arrives. */
  online: boolean;
  onFiles: (files: File[]) => void;
  /** Text pasted outside any text field (an address copied from another site); true when it was taken. */
  onText?: (text: string) => boolean;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
const isTextField = (target: EventTarget) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type !== "file");

/**
 * Makes an element take photos dropped on it or pasted while focus is inside it. A file dropped
 * on it never opens in the browser in place of the form, offline too; dragging anything else (a
 * photo being reordered) is left to the elements that handle it.
 */
export function usePhotoDrop({ online, onFiles, onText }: IntakeOptions) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = online ? "copy" : "none";
    setDragging(true);
  };
  const zoneProps = {
    onDragEnter: over,
    onDragOver: over,
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
        setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const files = [...event.dataTransfer.files];
      if (online && files.length > 0) onFiles(files);
    },
    onPaste: (event: ClipboardEvent) => {
      const files = [...event.clipboardData.files];
      if (files.length > 0) {
        event.preventDefault();
        if (online) onFiles(files);
        return;
      }
      if (!onText || isTextField(event.target)) return;
      const text = event.clipboardData.getData("text/plain").trim();
      if (text !== "" && onText(text)) event.preventDefault();
    },
  };
  return { dragging, zoneProps };
}

interface ChooseProps {
  id: string;
  multiple: boolean;
  online: boolean;
  /** The button's words ("Choose photos"). */
  label: string;
  /** Read after the label only by screen readers, telling one field's button from another's. */
  detail?: string;
  onFiles: (files: File[]) => void;
}

/** The photo picker: a file input for images, offering the camera on phones. */
export function ChoosePhotos({ id, multiple, online, label, detail, onFiles }: ChooseProps) {
  return (
    <ChooseFiles
      id={id}
      accept="image/*"
      multiple={multiple}
      disabled={!online}
      label={label}
      detail={detail}
      icon={<ImagePlus size={14} aria-hidden="true" />}
      onFiles={onFiles}
    />
  );
}
