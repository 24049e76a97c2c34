import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api } from '../api'
import { LoadError, useT } from '@hr-portal/kit'

/** A course's video, played from its signed link (the gateway serves byte ranges, so the player can seek). */
export function CourseVideo({ courseId, fileId, name }: { courseId: number; fileId: string; name: string }) {
  const t = useT()
  const link = useRequest(() => api.videoLink(courseId, fileId), [courseId, fileId])
  const [failed, setFailed] = useState(false)
  return (
    <figure className="course-video">
      <LoadError className="form-error" error={link.error} retry={link.retry} />
      {link.data && (
        // biome-ignore lint/a11y/useMediaCaption: uploaded course videos come without a caption track
        <video
          controls
          preload="metadata"
          src={link.data.url}
          aria-label={t('courses.videoOf', { name })}
          onError={() => setFailed(true)}
        />
      )}
      <figcaption>{name}</figcaption>
      {failed && (
        <p role="alert" className="form-error">
          {t('courses.videoFailed')}
        </p>
      )}
    </figure>
  )
}
