import { sessionMessages } from '@site/contract/session-messages'
import type { FileType } from '@site/contract/upload-rules'
import { apiMessages } from '../api-request'

/** Toast and banner texts of the admin portal (specification §8), in one place. */
export const adminMessages = {
  accessDenied: 'Access Denied',
  invalidCredentials: sessionMessages.invalidCredentials,
  accessGranted: 'Admin Access Granted',
  welcome: 'Welcome to the admin portal! You can now upload media files.',
  loginFailed: 'Login Failed',
  logoutFailed: 'Logout Failed',
  uploadError: 'Upload Error',
  uploadFailed: 'Upload Failed',
  uploadSuccessful: 'Upload Successful! 🎉',
  cannotConnect: apiMessages.cannotConnect,
  unexpected: 'An unexpected error occurred. Please try again.',
  uploadCompleted: 'Upload completed successfully!',
  nonJsonSuccess: 'Upload completed successfully with automatic categorisation',
  storedShortly: 'Stored. The media list will show it shortly.',
  fileUnreadable: 'This file could not be read from the device. Please choose it again.',
  cancelled: 'Cancelled',
  uploadPaused: 'Upload paused',
  logInToContinue:
    'Your session has ended. Log in again and the upload continues where it stopped.',
  updateFailed: 'Update Failed',
  quoteRequestsFailed: 'The quote requests could not be loaded.',
  dashboardFailed: 'The website figures could not be loaded.',
  mediaFailed: 'The media list could not be loaded.',
  changesSaved: 'Changes saved',
  saveFailed: 'Saving Failed',
  deleted: 'Media deleted',
  deleteFailed: 'Delete Failed',
  retryQueued: 'Processing started again',
  retryFailed: 'Retry Failed',
  erased: 'Quote request erased',
  eraseFailed: 'Erase Failed',
  captionsSaved: 'Captions saved',
  captionsRemoved: 'Captions removed',
  captionsFailed: 'Captions not saved',
} as const

/** "image(s)" / "video(s)", as the specification writes counts. */
export function kindCount(count: number, kind: FileType): string {
  return `${count} ${kind}(s)`
}

export function processingMessage(count: number, kind: FileType): string {
  return `Processing ${kindCount(count, kind)}...`
}

export function uploadedMessage(count: number, kind: FileType): string {
  return `Successfully uploaded ${kindCount(count, kind)} with automatic categorization.`
}
