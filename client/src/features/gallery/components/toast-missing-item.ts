import { showToaster } from '../../../components/app-toaster'

/**
 * Tells a visitor who followed a link to a photo or video that has since been removed (or a
 * mistyped link) why the viewer did not open. Sonner is imported on demand, like the toaster.
 */
export function toastMissingItem() {
  showToaster()
  void import('sonner').then(({ toast }) =>
    toast.info('Project not found', {
      description: 'That photo or video is no longer in the gallery.',
    }),
  )
}
