# The sources of the app layer (src/app: its screens and parts, no SDL) and
# of its SDL backend (src/platform/sdl: the window's frame, drawing, sound).
# One list each for the desktop build (CMakeLists.txt) and the web build
# (cmake/Web.cmake), so both compile the same app.
set(SHN_APP_SOURCES
  src/app/app_context.cpp
  src/app/canvas.cpp
  src/app/board_drawing.cpp
  src/app/seat_marks.cpp
  src/app/recording_surface.cpp
  src/app/claim_words.cpp
  src/app/table_words.cpp
  src/app/name_lines.cpp
  src/app/discussion_timer.cpp
  src/app/game_draft.cpp
  src/app/game_keeper.cpp
  src/app/keyboard_layout.cpp
  src/app/log_export.cpp
  src/app/message_line.cpp
  src/app/microphone.cpp
  src/app/announcer.cpp
  src/app/panel.cpp
  src/app/panel_keyboard.cpp
  src/app/panel_stack.cpp
  src/app/preferences.cpp
  src/app/screens.cpp
  src/app/seat_names.cpp
  src/app/shown_game.cpp
  src/app/table_changes.cpp
  src/app/table_controller.cpp
  src/app/viewer_game.cpp
  src/app/target_identity.cpp
  src/app/table_messages.cpp
  src/app/table_voice.cpp
  src/app/app_frame.cpp
  src/app/tap_guard.cpp
  src/app/voice_recorder.cpp
  src/app/text_field.cpp
  src/app/tile_letters.cpp
  src/app/vote_in_progress.cpp
  src/app/audio/clip_voice.cpp
  src/app/panels/analysis_panel.cpp
  src/app/panels/correction_panel.cpp
  src/app/panels/first_president_panel.cpp
  src/app/panels/game_menu_panel.cpp
  src/app/panels/games_panel.cpp
  src/app/panels/stats_panel.cpp
  src/app/panels/odds_chart_panel.cpp
  src/app/panels/replay_panel.cpp
  src/app/panels/game_over_panel.cpp
  src/app/panels/history_panel.cpp
  src/app/panels/leave_panel.cpp
  src/app/panels/home_panel.cpp
  src/app/panels/names_panel.cpp
  src/app/panels/reveal_panel.cpp
  src/app/panels/new_game_panel.cpp
  src/app/panels/rules_panel.cpp
  src/app/panels/sequence_panel.cpp
  src/app/panels/settings_panel.cpp
  src/app/panels/table_panel.cpp
  src/app/panels/voices_panel.cpp
  src/app/panels/voices_panel_pages.cpp
  src/app/panels/table_panel_actions.cpp
  src/app/panels/table_panel_board.cpp
  src/app/panels/table_panel_claims.cpp
  src/app/panels/table_panel_seats.cpp
)
list(TRANSFORM SHN_APP_SOURCES PREPEND "${CMAKE_CURRENT_LIST_DIR}/../")

set(SHN_PLATFORM_SDL_SOURCES
  src/platform/sdl/key_commands.cpp
  src/platform/sdl/sdl_audio_port.cpp
  src/platform/sdl/sdl_capture_port.cpp
  src/platform/sdl/sdl_surface.cpp
  src/platform/sdl/table_shell.cpp
)
list(TRANSFORM SHN_PLATFORM_SDL_SOURCES PREPEND "${CMAKE_CURRENT_LIST_DIR}/../")
