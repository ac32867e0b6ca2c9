import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TAGS_HEIGHT } from '../theme';
import { menuPosition, TagContextMenu, type MenuPosition } from './TagContextMenu';
import { TagItem } from './TagItem';
import { useTags } from './TagsContext';
import type { Tag } from './tagsReducer';
import { useTagTitle } from './useTagTitle';

/** Keeps the active tag inside the visible part of the strip. */
const scrollIntoStrip = (strip: HTMLElement, tag: HTMLElement) => {
  const margin = 20;
  if (tag.offsetLeft < strip.scrollLeft) strip.scrollLeft = Math.max(0, tag.offsetLeft - margin);
  else if (tag.offsetLeft + tag.offsetWidth > strip.scrollLeft + strip.clientWidth)
    strip.scrollLeft = tag.offsetLeft + tag.offsetWidth - strip.clientWidth + margin;
};

/** The 34 px strip of visited pages under the header (spec §2, vue-element-admin's tags view). */
export const TagsView = () => {
  const translate = useTranslate();
  const titleOf = useTagTitle();
  const { tags, activePath, act, refresh } = useTags();
  const barRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ tag: Tag; position: MenuPosition } | null>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const active = strip?.querySelector<HTMLElement>('[data-active="true"]');
    if (strip && active) scrollIntoStrip(strip, active);
  }, [activePath, tags]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // The wheel scrolls the strip sideways instead of the page (non-passive, so the page stays put).
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      strip.scrollLeft += Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, []);

  const openMenu = (tag: Tag) => (event: MouseEvent) => {
    event.preventDefault();
    const bar = barRef.current?.getBoundingClientRect();
    if (bar) setMenu({ tag, position: menuPosition(event.clientX, event.clientY, bar) });
  };

  return (
    <Box
      ref={barRef}
      component="nav"
      aria-label={translate('app.layout.tags.strip')}
      data-testid="tags-view"
      sx={{
        position: 'relative',
        height: TAGS_HEIGHT,
        backgroundColor: '#fff',
        borderBottom: '1px solid #d8dce5',
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.12), 0 0 3px 0 rgba(0,0,0,.04)',
      }}
    >
      <Box
        ref={stripRef}
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          height: '100%',
          overflowX: 'auto',
          overflowY: 'hidden',
          whiteSpace: 'nowrap',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tags.map((tag) => (
          <TagItem
            key={tag.path}
            tag={tag}
            title={titleOf(tag.path)}
            active={tag.path === activePath}
            closeLabel={translate('app.layout.tags.close')}
            onClose={() => act({ type: 'close', path: tag.path })}
            onContextMenu={openMenu(tag)}
          />
        ))}
      </Box>
      {menu && (
        <TagContextMenu
          tag={menu.tag}
          position={menu.position}
          onDismiss={() => setMenu(null)}
          onRefresh={() => refresh(menu.tag)}
          onClose={() => act({ type: 'close', path: menu.tag.path })}
          onCloseOthers={() => act({ type: 'closeOthers', path: menu.tag.path })}
          onCloseAll={() => act({ type: 'closeAll' })}
        />
      )}
    </Box>
  );
};
