import { Application } from '@pixi/react';
import type { Container, Application as PixiApplication } from 'pixi.js';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { LayoutContext } from './LayoutContext';
import { computeLayout, type StageLayout } from './layout';
import { freePixiCaches, installPixiPatches, patchApplication } from './pixi-patches';
import { dirtyRegionsEnabled } from './redrawSwitch';
import { requestRender, startRenderLoop } from './renderLoop';
import { SceneReaper } from './SceneReaper';
import { type SceneServices, SceneServicesProvider } from './services';
import './pixi';

// Before any Application initialises: one of the patches hooks the renderer's context setup.
installPixiPatches();

/**
 * Pixi accepts these at init but @pixi/react's prop types lack them (platform-facts): passed
 * through a cast. The overlay must stay on when the mouse moves (Playwright moves before clicking).
 * `manageImports: false`: Pixi does not fetch its whole browser extension set (which adds the
 * filter system no scene uses); ./pixi.ts imports the extensions scenes need.
 */
const accessibilityProps = {
  accessibilityOptions: { enabledByDefault: true, deactivateOnMouseMove: false },
  manageImports: false,
} as unknown as Partial<ComponentProps<typeof Application>>;

/** Called with the Pixi application once it is initialised (benches and tests use it). */
export type AppReadyListener = (app: PixiApplication) => void;

/**
 * The only place that creates a Pixi Application (DESIGN §3.1/3.2): WebGL, accessibility overlay on,
 * a design-size stage scaled to fit the container, resolution ≤ 2, the ticker paused while the tab
 * is hidden (frames are drawn on demand, see renderLoop.ts). @pixi/react destroys the app (and its WebGL context) on unmount.
 */
export function SceneHost({
  children,
  onReady,
  services,
}: {
  children: ReactNode;
  onReady?: AppReadyListener;
  /** What the scene's effects reach (results, facts, navigation): given by the hosting page. */
  services?: SceneServices;
}) {
  const outerRef = useRef<HTMLDivElement>(null);
  const appRef = useRef<PixiApplication | null>(null);
  const rootRef = useRef<Container>(null);
  const stopLoop = useRef<(() => void) | null>(null);
  const unpatchApp = useRef<(() => void) | null>(null);
  const [layout, setLayout] = useState<StageLayout | null>(null);
  // Read once per scene: the drawing buffer and the render loop must agree for the app's life.
  const [dirtyRegions] = useState(dirtyRegionsEnabled);
  // The scene mounts once the app is initialised: @pixi/react renders children given while `init()`
  // is pending (a resize, a new prop) into an app with no renderer yet, where reading `app.canvas`
  // throws (it did in Sparkles when a new round's stage resized during init).
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const el = outerRef.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      setLayout(computeLayout(width, height));
      appRef.current?.resize();
      requestRender();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // The render loop skips frames while the tab is hidden; redraw once when it comes back.
    const onVisibility = () => {
      if (!document.hidden) requestRender();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopLoop.current?.();
      stopLoop.current = null;
      unpatchApp.current?.();
      unpatchApp.current = null;
      const holder = globalThis as { __PIXI_APP__?: PixiApplication };
      if (holder.__PIXI_APP__ === appRef.current) delete holder.__PIXI_APP__;
      // Free Pixi's module-wide caches once the app is gone. (SceneReaper frees the scene's display
      // objects: destroying them here raced @pixi/react's teardown and the scene's cleanups.)
      appRef.current = null;
      setTimeout(freePixiCaches, 0);
    };
  }, []);

  const onInit = useCallback(
    (app: PixiApplication) => {
      appRef.current = app;
      // The accessibility overlay built, pinned to the canvas and throttled (pixi-patches).
      unpatchApp.current?.();
      unpatchApp.current = patchApplication(app);
      stopLoop.current?.();
      stopLoop.current = startRenderLoop(app, { dirtyRegions });
      // The PixiJS devtools and the scene bench find the live app here.
      (globalThis as { __PIXI_APP__?: PixiApplication }).__PIXI_APP__ = app;
      onReady?.(app);
      setReady(true);
    },
    [onReady, dirtyRegions],
  );

  return (
    <div ref={outerRef} className="relative isolate h-full w-full overflow-hidden" data-testid="scene-stage">
      {/* The canvas's direct parent stays unpositioned or the accessibility overlay is misplaced. */}
      <div className="h-full w-full">
        {layout && (
          <Application
            resizeTo={outerRef}
            preference="webgl"
            autoStart={false}
            sharedTicker={false}
            resolution={Math.min(window.devicePixelRatio || 1, 2)}
            autoDensity
            antialias={false}
            preserveDrawingBuffer={dirtyRegions}
            backgroundAlpha={0}
            {...accessibilityProps}
            onInit={onInit}
            className="block"
          >
            <LayoutContext.Provider value={layout}>
              <SceneServicesProvider value={services ?? null}>
                <pixiContainer ref={rootRef} x={layout.offsetX} y={layout.offsetY} scale={layout.scale}>
                  {ready && children}
                  {/* Frees the scene's display objects once it has unmounted. */}
                  <SceneReaper root={rootRef} />
                </pixiContainer>
              </SceneServicesProvider>
            </LayoutContext.Provider>
          </Application>
        )}
      </div>
    </div>
  );
}
