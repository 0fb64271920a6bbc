// The live order board's web feature.
export { AllDayCounts } from './all-day-counts.tsx';
export { beep } from './beep.ts';
export { BoardLanes } from './board-lanes.tsx';
export { PauseBanner } from './pause-banner.tsx';
export { getBoard, moveOrder } from './board-api.ts';
export { TicketCard } from './ticket-card.tsx';
export { ReprintTicket } from './ticket-face.tsx';
export { useBoardStream, type StreamState } from './use-board-stream.ts';
export { usePrintTicket } from './use-print-ticket.ts';
export { default as boardStyles } from './board.module.css';
export { default as boardLayout } from './board-layout.module.css';
