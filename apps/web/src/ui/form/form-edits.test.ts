import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { editsSince, resetKeepingEdits, resetToStored } from './form-edits';

interface Values {
  title: string;
  technique: string;
  size: { height: string; width: string };
  crates: string[];
}

const START: Values = { title: '', technique: '', size: { height: '', width: '' }, crates: [] };

function form() {
  const { formControl } = createFormControl<Values>({ defaultValues: START });
  // As the form's inputs do when they mount.
  for (const name of ['title', 'technique', 'size.height', 'size.width', 'crates'] as const) {
    formControl.register(name);
  }
  // useForm marks its control mounted after the first render; there is no render here.
  formControl.control._state.mount = true;
  return formControl;
}

describe('a form set to saved values keeps what was typed meanwhile', () => {
  it('finds changed leaves by path, lists whole', () => {
    expect(
      editsSince(START, { ...START, size: { height: '30', width: '' }, crates: ['A'] }),
    ).toEqual([
      ['size.height', '30'],
      ['crates', ['A']],
    ]);
    expect(editsSince(START, structuredClone(START))).toEqual([]);
  });

  it('keeps a title typed while the save was under way, and takes the saved values elsewhere', () => {
    const control = form();
    control.setValue('title', 'Series A, 1', { shouldDirty: true });
    control.setValue('technique', ' etching ', { shouldDirty: true });
    const submitted = structuredClone(control.getValues());
    // Typed after Save was pressed, before the save came back.
    control.setValue('title', 'Series A, 2', { shouldDirty: true });
    control.setValue('size.height', '40', { shouldDirty: true });

    resetKeepingEdits(control, submitted, { ...submitted, technique: 'Etching' });

    expect(control.getValues()).toEqual({
      title: 'Series A, 2',
      technique: 'Etching',
      size: { height: '40', width: '' },
      crates: [],
    });
    // Still the person's unsaved changes: the form offers to save them.
    expect(control.control._getDirty()).toBe(true);
  });

  it('is a plain reset when nothing was typed meanwhile', () => {
    const control = form();
    control.setValue('title', 'Saved', { shouldDirty: true });
    const submitted = control.getValues();
    resetKeepingEdits(control, submitted, submitted);
    expect(control.getValues().title).toBe('Saved');
    expect(control.control._getDirty()).toBe(false);
  });

  it('keeps what was typed when a new stored version arrives, in a form that reads only isDirty', () => {
    const control = form();
    control.setValue('title', 'Edit 4', { shouldDirty: true });

    // The answer to the previous save: the same values, a new version.
    resetToStored(
      { ...control, formState: { ...control.control._formState, defaultValues: START } },
      { ...START, technique: 'Etching' },
    );

    expect(control.getValues()).toEqual({ ...START, title: 'Edit 4', technique: 'Etching' });
    expect(control.control._getDirty()).toBe(true);
  });
});
