import type { LeadStage } from '@site/contract/leads'

/** How the portal names each stage of a quote request. */
export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  done: 'Done',
  lost: 'Lost',
}
