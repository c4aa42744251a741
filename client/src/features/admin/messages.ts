/** Toast and banner texts of the admin portal (specification §8), in one place. */
export const adminMessages = {
  accessDenied: 'Access Denied',
  invalidCredentials: 'Invalid admin credentials. Please check your username and password.',
  accessGranted: 'Admin Access Granted',
  welcome: 'Welcome to the admin portal! You can now upload media files.',
  loginFailed: 'Login Failed',
  logoutFailed: 'Logout Failed',
  uploadError: 'Upload Error',
  uploadFailed: 'Upload Failed',
  uploadSuccessful: 'Upload Successful! 🎉',
  cannotConnect: 'Cannot connect to server. Please check if your server is running and accessible.',
  unexpected: 'An unexpected error occurred. Please try again.',
  uploadCompleted: 'Upload completed successfully!',
  nonJsonSuccess: 'Upload completed successfully with automatic categorisation',
  updateFailed: 'Update Failed',
  inquiriesFailed: 'The quote requests could not be loaded.',
  mediaFailed: 'The media list could not be loaded.',
  changesSaved: 'Changes saved',
  saveFailed: 'Saving Failed',
  deleted: 'Media deleted',
  deleteFailed: 'Delete Failed',
  retryQueued: 'Processing started again',
  retryFailed: 'Retry Failed',
} as const

/** "image(s)" / "video(s)", as the specification writes counts. */
export function kindCount(count: number, kind: 'image' | 'video'): string {
  return `${count} ${kind}(s)`
}

export function processingMessage(count: number, kind: 'image' | 'video'): string {
  return `Processing ${kindCount(count, kind)}...`
}

export function uploadedMessage(count: number, kind: 'image' | 'video'): string {
  return `Successfully uploaded ${kindCount(count, kind)} with automatic categorization.`
}
