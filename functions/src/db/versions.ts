/**
 * The parts of an Update that save a record against the version the admin read: the condition
 * holds only while the record is still at that version (a record from before versions has none
 * and counts as 0, as does a new record written with 0), and the save moves the version on by one.
 */
export function versionedSave(basedOn: number): {
  set: string;
  condition: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  return {
    set: '#version = :nextVersion',
    condition: basedOn > 0 ? '#version = :basedOn' : '(attribute_not_exists(#version) OR #version = :basedOn)',
    names: { '#version': 'version' },
    values: { ':nextVersion': basedOn + 1, ':basedOn': basedOn },
  };
}
