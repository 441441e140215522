export { acquireSocket, releaseSocket } from './socket-manager';
export {
  COMMAND_TIMEOUT_MS,
  isDeliveryFailure,
  sendCommand,
  type CommandResult,
  type CommandSocket,
  type DeliveryFailureCode,
} from './command-sender';
export { connectionStatus, OFFLINE_AFTER_ATTEMPTS, type ConnectionStatus } from './connection-status';
