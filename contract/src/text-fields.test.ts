import { describe, expect, it } from 'vitest'
import {
  byField,
  staffOnlyTextFieldNames,
  staffOnlyTextFields,
  textFieldNames,
  textLimitsOf,
  textsOf,
} from './text-fields.js'

const fields = {
  title: { label: 'Title', maxLength: 20, required: true, onPublicPage: true },
  notes: { label: 'Notes', maxLength: 50, rows: 3 },
  area: { label: 'Area', maxLength: 10, onPublicPage: true },
  credit: { label: 'Credit', maxLength: 30 },
} as const

describe('a declaration of text fields', () => {
  it('gives its names in its order', () => {
    expect(textFieldNames(fields)).toEqual(['title', 'notes', 'area', 'credit'])
  })

  it('gives the fields for staff only, those the public site does not show, in order', () => {
    expect(staffOnlyTextFieldNames(fields)).toEqual(['notes', 'credit'])
    expect(staffOnlyTextFields(fields)[0]).toEqual({
      name: 'notes',
      label: 'Notes',
      maxLength: 50,
      rows: 3,
    })
  })

  it('gives each limit by name', () => {
    expect(textLimitsOf(fields)).toEqual({ title: 20, notes: 50, area: 10, credit: 30 })
  })

  it('takes the named fields of a record and nothing else, empty for one it lacks', () => {
    const names = textFieldNames(fields)
    expect(textsOf(names, { title: 'Kitchen', area: 'Randburg', id: '1' } as never)).toEqual({
      title: 'Kitchen',
      notes: '',
      area: 'Randburg',
      credit: '',
    })
    expect(Object.keys(byField(names, () => 0))).toEqual(names)
  })
})
