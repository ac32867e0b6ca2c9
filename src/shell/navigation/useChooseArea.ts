import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { landingPath } from './landing';
import type { Area } from '../../resources/types';
import { getSession } from '../session/sessionStore';
import { needsBuilding, subjectOf } from '../access';
import { setCurrentArea } from './currentArea';

/**
 * Choosing an area in the top navigation (spec §2, §4): location and statistics need a chosen
 * building (else the gate opens); the area is stored and its landing page opens.
 */
export const useChooseArea = () => {
  const navigate = useNavigate();
  const [gateOpen, setGateOpen] = useState(false);

  const choose = (area: Area) => {
    const session = getSession();
    if (needsBuilding(area) && session.buildingId === null) {
      setGateOpen(true);
      return;
    }
    const subject = subjectOf(session);
    setCurrentArea(area);
    navigate(landingPath(area, subject?.adminType ?? null, subject?.permissions ?? []));
  };

  const gate = {
    open: gateOpen,
    onConfirm: () => {
      setGateOpen(false);
      navigate('/application');
    },
    onCancel: () => setGateOpen(false),
  };

  return { choose, gate };
};
