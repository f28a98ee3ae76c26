/**
 * A draft's text as publishing freezes it and as the preview shows it: placeholders typed into the editor filled,
 * sanitized, and the values made from the template checked against the project now (core announcement/refresh.ts).
 */
import {
  type AnnouncementSourceFields,
  type AnnouncementType,
  type RefreshMode,
  refreshPlaceholderValues,
  renderPlaceholders,
} from '@swp/core';
import { placeholderSources, projectTimes } from './announcement-fields.ts';
import { sanitizeAnnouncementHtml } from './announcement-html.ts';
import type { AnnouncementProject } from './announcement-project.repo.ts';

export function draftText(
  type: AnnouncementType,
  html: string,
  project: AnnouncementProject,
  fields: Partial<AnnouncementSourceFields>,
  mode: RefreshMode,
) {
  const sources = placeholderSources(type, project, fields);
  const rendered = renderPlaceholders(html, sources);
  // The project's own times count as its times too: a 更正公告 may name the time it changes.
  const known = Object.values(projectTimes(project));
  const checked = refreshPlaceholderValues(sanitizeAnnouncementHtml(rendered.html), sources, mode, known);
  return { html: checked.html, unknown: rendered.unknown, stale: checked.stale, strayTimes: checked.strayTimes };
}
