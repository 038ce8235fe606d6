# The one version of the programs and the package: CMake's project version, followed, when the tree is
# a git checkout, by the commit's place on its branch and its id ("0.1.0+git412.g08df8a3", with
# ".dirty" when tracked files were changed). The count grows with every commit, so a package built from
# a later commit always upgrades one built from an earlier one. Evaluated at configure time (dev.sh
# configures before every build); written to s21_version.h for both programs' --version.
set(S21_VERSION ${PROJECT_VERSION})
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS ${PROJECT_SOURCE_DIR}/.git)
    execute_process(COMMAND ${GIT_EXECUTABLE} rev-list --count HEAD
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR} OUTPUT_VARIABLE s21_git_count
                    OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE s21_git_failed)
    execute_process(COMMAND ${GIT_EXECUTABLE} rev-parse --short=7 HEAD
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR} OUTPUT_VARIABLE s21_git_commit
                    OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    execute_process(COMMAND ${GIT_EXECUTABLE} diff-index --quiet HEAD --
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR} RESULT_VARIABLE s21_git_dirty ERROR_QUIET)
    if(NOT s21_git_failed AND s21_git_count AND s21_git_commit)
        set(S21_VERSION "${PROJECT_VERSION}+git${s21_git_count}.g${s21_git_commit}")
        if(s21_git_dirty)
            string(APPEND S21_VERSION ".dirty")
        endif()
    endif()
endif()
message(STATUS "Spanish 21 trainer version ${S21_VERSION}")

# The application id: the desktop entry's and the AppStream metainfo's name, the icon's, and the
# trainer's desktop file name on Wayland (packaging/README.md says why example.org, and what to change
# when the company has a domain).
set(S21_APP_ID "org.example.spanish21_trainer")

configure_file(${PROJECT_SOURCE_DIR}/cmake/s21_version.h.in ${PROJECT_BINARY_DIR}/generated/s21_version.h @ONLY)
add_library(s21_version INTERFACE)
target_include_directories(s21_version INTERFACE ${PROJECT_BINARY_DIR}/generated)
