import '@fontsource-variable/inter'
import './styles.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

const router = createAppRouter(createQueryClient())

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
