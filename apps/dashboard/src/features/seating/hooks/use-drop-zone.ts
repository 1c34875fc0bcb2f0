import { useState, type DragEvent } from 'react';
import { SEATS_MIME, type DraggedSeats } from '../components/household-group.tsx';

function readDragged(event: DragEvent): DraggedSeats | null {
  try {
    const parsed = JSON.parse(event.dataTransfer.getData(SEATS_MIME)) as DraggedSeats;
    return Array.isArray(parsed.memberIds) && parsed.memberIds.length > 0 ? parsed : null;
  } catch {
    return null;
  }
}

/** A place people can be dropped on (a table, the unseated), lit while a drag hovers it. */
export function useDropZone(onDropSeats: (dragged: DraggedSeats) => void) {
  const [isOver, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(SEATS_MIME);
  return {
    isOver,
    zoneProps: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: (event: DragEvent) => {
        // Leaving for a child of the zone is not leaving the zone.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setOver(false);
      },
      onDrop: (event: DragEvent) => {
        setOver(false);
        const dragged = readDragged(event);
        if (!dragged) return;
        event.preventDefault();
        onDropSeats(dragged);
      },
    },
  };
}
