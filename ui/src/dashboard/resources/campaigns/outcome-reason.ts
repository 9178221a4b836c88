// The words live beside the runner's messages, so the delivery log's file says the same as the card's lists.
export { outcomeReasonText as outcomeReason } from '@shared/runner/contract';
